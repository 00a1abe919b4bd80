<?php
function load($c) { return new ReflectionMethod($c, 'go'); }
class Job {}
load('Job');
