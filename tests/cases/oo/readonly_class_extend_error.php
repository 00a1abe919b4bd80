<?php
readonly class P { public function __construct(public int $x) {} }
class Q extends P {}
