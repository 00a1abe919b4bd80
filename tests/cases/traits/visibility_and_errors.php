<?php
trait Secret {
    private function hidden() { return "hidden"; }
    protected function prot() { return "prot"; }
    public function reveal() { return $this->hidden() . "+" . $this->prot(); }
}
class Vault { use Secret; }
class SubVault extends Vault { public function tryProt() { return $this->prot(); } public function tryHidden() { return $this->hidden(); } }
$v = new SubVault;
echo $v->reveal(), " ", $v->tryProt(), "\n";
try { $v->tryHidden(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $v->prot(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $v->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "done\n";
