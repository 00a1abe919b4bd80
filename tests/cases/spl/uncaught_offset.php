<?php
$l = new SplDoublyLinkedList;
$l->push(1);
echo $l[3];
