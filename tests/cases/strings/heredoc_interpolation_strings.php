<?php
$user = ['name' => 'Ann', 'tags' => ['x', 'y']];
$text = <<<TXT
Name: {$user['name']}
Tags: {$user['tags'][0]}, $user[name]
Count: {${'user'}['name']}
TXT;
echo $text, "\n";
