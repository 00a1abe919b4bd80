<?php
class J implements JsonSerializable, Countable { function count(): int { return 0; } }
