<?php
echo "\400";
while (
