<?php
enum Light { case Red; case Yellow; case Green; }
function action(Light $l): string {
    return match($l) {
        Light::Red => 'stop',
        Light::Green => 'go',
    };
}
echo action(Light::Red), " ", action(Light::Green), "\n";
try { action(Light::Yellow); } catch (\UnhandledMatchError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo action(Light::Yellow);
