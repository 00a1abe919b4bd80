<?php
echo "start\n";
abstract class Base implements Countable {}
class Impl extends Base {}
