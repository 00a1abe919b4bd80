<?php
var_dump(0 ?: 'zero', 1 ?: 'one', '' ?: 'empty', '0' ?: 'string zero', [] ?: 'array', 'a' ?: 'b', null ?: false ?: 'chain');
var_dump(true ? 'y' : 'n', false ? 'y' : 'n', (true ? false : true) ? 'a' : 'b');
