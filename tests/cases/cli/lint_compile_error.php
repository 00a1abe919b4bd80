<?php
function twice() {}
function twice() {}
