<?php
foreach (["mbstring.language", "mbstring.internal_encoding", "mbstring.substitute_character", "mbstring.detect_order", "mbstring.strict_detection", "mbstring.func_overload", "mbstring.encoding_translation"] as $k) {
    var_dump(ini_get($k));
}
