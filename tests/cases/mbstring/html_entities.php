<?php
echo mb_convert_encoding("\u{80}\u{a0}\u{ff}\u{152}\u{2022}\u{1F600}\"'<>&é€", "HTML-ENTITIES", "UTF-8"), "\n";
echo bin2hex(mb_convert_encoding("&apos;&quot;&nbsp;|&AElig;&#0;&#x110000;&#1114111;&amp|&;&#xZ;&#12a&Eacute&eacute;&#xe9;&#233;", "UTF-8", "HTML-ENTITIES")), "\n";
echo mb_strlen("&eacute;abc", "HTML-ENTITIES"), "\n";
echo mb_convert_encoding("caf&eacute;", "UTF-8", "html"), "\n";
var_dump(mb_encoding_aliases("HTML-ENTITIES"));
try { mb_ord("a", "HTML-ENTITIES"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_chr(65, "HTML"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
