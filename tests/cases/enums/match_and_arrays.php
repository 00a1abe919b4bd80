<?php
enum Dir { case Up; case Down; case Left; case Right;
  public function opposite(): Dir { return match($this) { Dir::Up => Dir::Down, Dir::Down => Dir::Up, Dir::Left => Dir::Right, Dir::Right => Dir::Left }; } }
$moves = [Dir::Up, Dir::Left, Dir::Up, Dir::Right];
foreach ($moves as $m) echo $m->name, "->", $m->opposite()->name, " ";
echo "\n";
var_dump(in_array(Dir::Up, $moves, true), in_array(Dir::Down, $moves, true), in_array(Dir::Down, $moves));
var_dump(array_search(Dir::Right, $moves, true));
$counts = [];
foreach ($moves as $m) { $counts[$m->name] = ($counts[$m->name] ?? 0) + 1; }
print_r($counts);
$x = Dir::Down;
echo match(true) { $x === Dir::Up => "up", $x === Dir::Down => "down", default => "other" }, "\n";
var_dump(Dir::Up == Dir::Up, Dir::Up != Dir::Down, Dir::Up < Dir::Down, Dir::Up > Dir::Down);
var_dump((bool)Dir::Up);
$copy = $moves; $copy[] = Dir::Down; var_dump(count($copy), $copy[4] === Dir::Down);
var_dump(array_unique([Dir::Up, Dir::Up], SORT_REGULAR));
