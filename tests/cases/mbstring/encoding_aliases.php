<?php
foreach (["ASCII", "UTF-8", "latin1", "ISO-8859-15", "cp1252", "UCS-2", "UCS-4LE", "UTF-16", "8bit", "7bit", "Windows-1251"] as $e) {
    echo $e, ": ", implode(",", mb_encoding_aliases($e)), " | ", mb_preferred_mime_name($e), "\n";
}
try { mb_encoding_aliases("FOO"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_preferred_mime_name("FOO"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
