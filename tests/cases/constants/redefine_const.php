<?php
const X = 1;
const X = 2;
echo X, "\n";
