<?php
class Job {
    public $error;
    function run() { try { throw new RuntimeException("failed"); } catch (Exception $e) { $this->error = $e; } }
}
$j = new Job;
$j->run();
echo $j->error->getMessage(), "\n";
unset($j);
var_dump(gc_collect_cycles());
