<?php
$x = [
