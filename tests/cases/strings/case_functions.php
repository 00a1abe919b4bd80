<?php
var_dump(strtoupper("hello World 123"), strtolower("HeLLo"), ucfirst("abc"), lcfirst("ABC"), ucwords("hello big world"), ucwords("a-b c_d", "-"), strtoupper("éa"));
