<?php
// A by-reference array argument is type-checked before the callback argument.
try { usort($a, 'nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $b = 5; usort($b, 'strcmp'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
