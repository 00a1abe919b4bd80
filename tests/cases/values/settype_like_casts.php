<?php
var_dump((int)"  42  ", (float)"3.14abc", (float)"abc", (float)".5e1", (int)true, (int)null, (float)"-", (int)"+5", (int)"--5", (float)"1e500", (float)"-1e500");
