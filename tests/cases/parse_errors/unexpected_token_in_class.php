<?php
class A {
    echo "x";
}
