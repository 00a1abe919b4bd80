<?php
trait T { public function a() {} }
class C { use T { T::b as c; } }
