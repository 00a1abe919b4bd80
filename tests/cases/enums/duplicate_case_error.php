<?php
enum E {
    case A;
    case B;
    case A;
}
