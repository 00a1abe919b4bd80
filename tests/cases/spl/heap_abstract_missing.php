<?php
class NoCompare extends SplHeap {}
