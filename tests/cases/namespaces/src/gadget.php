<?php
class Gadget { const NAME = 'gadget'; }
