<?php
trait T { public function a() {} }
trait U { public function a() {} }
class C { use T { T::a insteadof U; } }
