<?php
class NoAccept extends FilterIterator {}
