<?php
class Lines
{
    public function a()
    {
        return 1;
    }
}

function standalone() {
}
$r = new ReflectionClass('Lines');
var_dump(basename($r->getFileName()), $r->getStartLine(), $r->getEndLine());
$f = new ReflectionFunction('standalone');
var_dump(basename($f->getFileName()), $f->getStartLine(), $f->getEndLine());
var_dump((new ReflectionClass('stdClass'))->getFileName(), (new ReflectionClass('stdClass'))->getStartLine());
var_dump((new ReflectionFunction('strlen'))->getFileName());
