<?php
$q = new SplQueue;
$q->dequeue();
