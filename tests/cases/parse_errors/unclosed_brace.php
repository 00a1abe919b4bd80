<?php
function f() {
    if (true) {
        echo "x";
    }
