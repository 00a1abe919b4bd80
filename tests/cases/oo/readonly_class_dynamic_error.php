<?php
#[AllowDynamicProperties]
readonly class P {}
