<?php
var_dump(-"5", +"5.5", -"abc1" ?? null);
