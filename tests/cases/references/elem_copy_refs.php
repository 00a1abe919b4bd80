<?php
// Copying elements into a new array (array functions, spread, casts, get_object_vars):
// a reference only the source element held is copied as its value, a shared one stays
// shared, as php does; "lone" and "shared" lines show which write reached the source.
$exprs = [
 'array_values($a)', 'array_slice($a, 0)', 'array_slice($a, 1, 1, true)', 'array_merge($a, [])', 'array_merge([], $a, [5])',
 'array_reverse($a)', 'array_reverse($a, true)', 'array_pad($a, 5, 0)', 'array_unique($a)', 'array_filter($a)',
 'array_filter($a, fn($x) => true)', 'array_map(null, $a)', 'array_map(null, $a, $a)', 'array_replace($a, [])', 'array_replace([], $a)',
 'array_combine([0, 1, 2], $a)', 'array_chunk($a, 2)', 'array_chunk($a, 2, true)', 'array_diff($a, [])', 'array_diff_key($a, [])',
 'array_diff_assoc($a, [])', 'array_udiff($a, [], fn($x, $y) => 0)', 'array_diff_ukey($a, [], fn($x, $y) => 0)', 'array_intersect($a, $a)',
 'array_intersect_key($a, $a)', 'array_intersect_assoc($a, $a)', 'array_uintersect($a, $a, fn($x, $y) => $x <=> $y)', 'array_intersect_ukey($a, $a, fn($x, $y) => $x <=> $y)',
 'array_merge_recursive($a, [])', 'array_merge_recursive($a, ["x" => 1])', 'array_replace_recursive($a, [])', 'array_replace_recursive([], $a)',
 '[...$a]', '[...$a, ...[9]]', '$a + []', '[] + $a',
 'array_splice_removed', 'array_column([$a], 1)', 'array_fill_keys([1], $a[1])', 'array_flip(array_flip($a))', 'array_rand_keep',
 'array_diff_uassoc($a, [], fn($x, $y) => $x <=> $y)', 'array_udiff_assoc($a, [], fn($x, $y) => 0)', 'array_udiff_uassoc($a, [], fn($x, $y) => 0, fn($x, $y) => 0)',
 'array_intersect_uassoc($a, $a, fn($x, $y) => $x <=> $y)', 'array_uintersect_assoc($a, $a, fn($x, $y) => $x <=> $y)', 'array_uintersect_uassoc($a, $a, fn($x, $y) => $x <=> $y, fn($x, $y) => $x <=> $y)',
 '(array)(object)$a', 'get_object_vars((object)$a)', 'unserialize(serialize($a))', 'array_walk_copy', 'sorted', 'array_multisort_copy',
 'compact_a', 'func_args', 'variadic', 'list_each', 'array_change_key_case($a)', 'array_key_first_copy', 'json', 'var_export_copy', 'extract_copy',
];
foreach ([false, true] as $keep) {
    foreach ($exprs as $e) {
        $a = [10, 20, 30];
        $r = &$a[1];
        if (!$keep) unset($r);
        switch ($e) {
            case 'array_splice_removed': $c = $a; $b = array_splice($c, 0, 3); break;
            case 'array_rand_keep': $b = $a; break;
            case 'array_walk_copy': $b = $a; array_walk($b, function ($v) {}); break;
            case 'sorted': $b = $a; sort($b); break;
            case 'array_multisort_copy': $b = $a; array_multisort($b); break;
            case 'compact_a': $b = compact('a')['a']; break;
            case 'func_args': $b = (function () { return func_get_args(); })(...$a); break;
            case 'variadic': $b = (function (...$x) { return $x; })(...$a); break;
            case 'list_each': [$x, $y, $z] = $a; $b = [$x, $y, $z]; break;
            case 'array_key_first_copy': $b = $a; $b[] = 1; break;
            case 'json': $b = json_decode(json_encode($a), true); break;
            case 'var_export_copy': $b = eval('return ' . var_export($a, true) . ';'); break;
            case 'extract_copy': $b = $a; extract($b, EXTR_PREFIX_ALL, 'p'); break;
            default: $b = eval("return $e;");
        }
        array_walk_recursive($b, function (&$v) { $v = 'changed'; });
        echo $keep ? 'shared ' : 'lone   ', str_pad($e, 50), ' ', json_encode($a), "\n";
    }
}
