<?php
echo "\777";
if (
