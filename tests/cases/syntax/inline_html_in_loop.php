<?php for ($i = 0; $i < 3; $i++): ?>
  <li><?= $i ?></li>
<?php endfor; ?>
done
