<?php
try {
    throw new InvalidArgumentException("inner problem");
} catch (Exception $e) {
    throw new LogicException("outer problem", 0, $e);
}
