<?php
class It implements Iterator {
    public function current(): mixed { return 1; }
}
