<?php
// highlight_string(): php's spans and colours (highlight.* settings), return mode.
$samples = [
    "",
    "plain text only",
    "<?php\n// c\n\$a = \"x\$b\" . 1.5; /* d */ echo <<<E\nhi \$a {\$a['k']}\nE;\n?>\nhtml <?= 1 ?>\n",
    "<?php \$a; # x\n/** d */ ?>\n",
    "<?php\nnamespace A\\B;\nuse Foo\\Bar as Baz;\nfinal class C extends \\D implements E {\n\tpublic const X = 0x1F, Y = 1e3;\n\tprivate ?int \$p = null;\n\tpublic function __construct(private readonly array \$a = []) {}\n\tpublic static function m(int|string \$x): static { return new static(); }\n}\n",
    "<?php\nfunction f(&\$r, ...\$rest) {\n    \$s = 'single \\' quote' . `ls \$x` . \"\\n\\t\$r->p[0] \${r}\";\n    return \$r?->q ?? fn() => __LINE__ . __FILE__ . __CLASS__;\n}\nif (\$a <=> \$b && !\$c || \$d and \$e) { \$f **= 2; \$g ??= [1, 2]; } else { echo (int) \$h, (string)\$i; }\n",
    "<?php\n\$x = <<<'NOW'\n  nowdoc \$text\n  NOW;\n\$y = <<<\"EOT\"\n  a\n  EOT . 'b';\nswitch (\$x) { case 1: break; default: goto end; }\nend:\n__halt_compiler(); raw data",
    "<html>\n<?php if (\$a): ?>\n  <b><?= \$a ?></b>\n<?php endif; ?>\n</html>",
    "<?php\n#[Attr(1)]\nenum Suit: string { case H = 'h'; }\nmatch(true) { default => null };\n",
    "<? echo 'short'; ?>",
];
foreach ($samples as $i => $s) {
    echo "--- $i\n";
    var_dump(highlight_string($s));
    echo "\n";
}
var_dump(highlight_string("<?php echo 1;", true));
ini_set('highlight.keyword', 'red');
ini_set('highlight.string', '#DD0000');
ini_set('highlight.html', 'blue');
echo highlight_string("x<?php echo 'a' . \"b\"; ?>y", true), "\n";
ob_start();
$r = highlight_string("<?php 1;");
$html = ob_get_clean();
var_dump($r, strlen($html));
