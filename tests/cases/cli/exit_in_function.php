<?php
function stop() {
    echo "stopping\n";
    exit(7);
}
echo "start\n";
stop();
