<?php
interface Shape { function area(): float; }
class Sq implements Shape, IteratorAggregate {}
