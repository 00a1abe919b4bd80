<?php
$cases = [
    "Hello", "Héllo wörld", "日本語のテキストです。これはとても長い件名なので複数行に折り返されるはずです。さらに続きます。",
    "plain ascii text that is rather long and should be folded at some point because it exceeds the line length limit of seventy four chars",
    "Subject: ümlaut", "a  b", "", "Mixed ascii and 日本 words here", "x\r\ny", "=?already?=", "a ", "  ", "é ", " lead é",
    "a_b=c?d", "tab\there", str_repeat('a', 80) . " b", str_repeat('a', 74) . " é", str_repeat('a', 50) . " é", str_repeat('a', 51) . " é",
];
foreach ($cases as $s) {
    echo json_encode(mb_encode_mimeheader($s)), "\n";
    echo json_encode(mb_encode_mimeheader($s, "UTF-8", "Q")), "\n";
    echo json_encode(mb_encode_mimeheader($s, "ISO-8859-1", "B", "\n", 10)), "\n";
}
$all = ''; for ($i = 0x20; $i < 0x7f; $i++) $all .= chr($i);
echo mb_encode_mimeheader("é" . $all, "UTF-8", "Q"), "\n";
echo json_encode(mb_encode_mimeheader(str_repeat("é", 40), "UTF-8", "B", "<LF>", 30)), "\n";
echo json_encode(mb_encode_mimeheader(str_repeat("é", 40), "utf-8", "q", "\n", 73)), "\n";
var_dump(mb_encode_mimeheader("x", "UTF-8", "b"), mb_encode_mimeheader("é", "UTF-8", "q"), mb_encode_mimeheader("é", "UTF-8", "bq"), mb_encode_mimeheader("é", "UTF-8", "X"));
try { mb_encode_mimeheader("x", "nope"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
mb_language('English');
echo mb_encode_mimeheader("Grüße aus Köln"), "\n";
mb_language('neutral');
mb_internal_encoding('ISO-8859-1');
echo mb_encode_mimeheader("caf\xe9"), "\n";
