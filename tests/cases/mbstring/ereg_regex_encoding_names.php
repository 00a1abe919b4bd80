<?php
foreach (["UTF-8","utf8","ujis","UTF-16","UTF-16BE","UTF-16LE","UCS-4","UTF-32","UTF-32BE","UCS-4LE","UTF-32LE","GB-2312","KOI8","KOI-8","KOI-8R","ISO-8859-1","ISO8859-1","ISO_8859_1","ISO8859_1","ISO-8859-2","ISO-8859-11","ISO-8859-12","ASCII","US-ASCII","US_ASCII","ISO646","CP1251","Windows-1251","GB18030","latin1", ""] as $n) {
  try { mb_regex_encoding($n); echo "$n => ", mb_regex_encoding(), "\n"; } catch (ValueError $e) { echo "$n: ", $e->getMessage(), "\n"; }
}
