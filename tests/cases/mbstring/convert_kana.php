<?php
function cps($s) { return implode(' ', array_map(fn($x) => sprintf('%X', mb_ord($x)), mb_str_split($s))); }
$in = "ｱｶﾞｳﾞﾊﾟﾞﾞ ｡｢｣､･ｰ アガヴパ あがぱ ゛゜ ＡＢｃ１２３ ABc123 !\"#'\\~ ！＂＃＇＼～　｀￥￣‘’“”‾ −";
foreach (['', 'KV', 'K', 'H', 'HV', 'k', 'h', 'hk', 'c', 'C', 'KC', 'Kc', 'HC', 'Hc', 'KCV', 'a', 'A', 'r', 'R', 'n', 'N', 's', 'S', 'm', 'M', 'as', 'AS', 'rn', 'RN', 'am', 'AM', 'V', 'Kh', 'Hk', 'ask', 'ASKV', 'ASHV'] as $mode) {
    echo str_pad(json_encode($mode), 8), cps(mb_convert_kana($in, $mode)), "\n";
}
echo mb_convert_kana("ﾊﾟﾊﾞﾎﾟﾌﾞ"), "\n";
echo mb_convert_kana("ｺﾝﾆﾁﾊ, ｾｶｲ!", "KVa"), "\n";
echo mb_convert_kana("ＰＨＰ　８．２", "as"), "\n";
echo mb_convert_kana("かたかな カタカナ", "C"), "|", mb_convert_kana("かたかな カタカナ", "c"), "\n";
echo bin2hex(mb_convert_kana("\xe9 A1", "AN", "ISO-8859-1")), "\n";
echo bin2hex(mb_convert_kana("\xff\xfe", "K")), "\n";
foreach (['Rr', 'Nn', 'Aa', 'Ss', 'Kk', 'Hh', 'Cc', 'Mm', 'KH', 'hC', 'hc', 'kC', 'kc', 'aR', 'rA', 'nA', 'aN', 'x', 'KVx', 'AaRr', 'ckKH', 'SsAa', '?'] as $mode) {
    try { mb_convert_kana("x", $mode); echo "$mode ok\n"; } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { mb_convert_kana("x", "K", "nope"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(mb_convert_kana("", "KV"));
