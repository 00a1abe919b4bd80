<?php
echo "out1\n";
fprintf(STDERR, "err %s\n", "one");
fwrite(STDERR, "err two\n");
echo "out2\n";
file_put_contents("php://stderr", "err three\n");
