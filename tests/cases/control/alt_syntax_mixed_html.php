<?php $rows = ['a' => 1, 'b' => 0]; ?>
<table>
<?php foreach ($rows as $name => $flag): ?>
<?php if ($flag): ?>
  <tr class="on"><td><?= $name ?></td></tr>
<?php else: ?>
  <tr class="off"><td><?= $name ?></td></tr>
<?php endif ?>
<?php endforeach ?>
</table>
