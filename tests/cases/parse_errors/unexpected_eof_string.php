<?php
echo "unterminated;
