<?php
function t($s) { echo "[eval $s]"; return $s; }
echo t("a"), t("b"), "\n";
echo t("c") . t("d"), "\n";
