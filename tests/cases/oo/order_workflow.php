<?php
declare(strict_types=1);

namespace App\Domain;

use InvalidArgumentException;
use JsonSerializable;

enum OrderStatus: string
{
    case Pending = 'pending';
    case Paid = 'paid';
    case Shipped = 'shipped';
    case Cancelled = 'cancelled';

    public function canTransitionTo(self $next): bool
    {
        return in_array($next, self::TRANSITIONS[$this->value] ?? [], true);
    }

    const TRANSITIONS = [
        'pending' => [self::Paid, self::Cancelled],
        'paid' => [self::Shipped, self::Cancelled],
    ];

    public function label(): string
    {
        return ucfirst($this->value);
    }
}

trait HasTimestamps
{
    protected array $history = [];

    protected function touch(string $event): void
    {
        $this->history[] = sprintf('%s:%s', static::class, $event);
    }

    public function history(): array
    {
        return $this->history;
    }
}

trait HasId
{
    private static int $nextId = 1;
    public readonly int $id;

    protected function assignId(): void
    {
        $this->id = self::$nextId++;
    }
}

abstract class Entity
{
    use HasId;

    public function __construct()
    {
        $this->assignId();
    }

    abstract public function describe(): string;
}

final class Order extends Entity
{
    use HasTimestamps;

    private OrderStatus $status = OrderStatus::Pending;

    public function __construct(private array $items = [])
    {
        parent::__construct();
        $this->touch('created');
    }

    public function transition(OrderStatus $to): static
    {
        if (!$this->status->canTransitionTo($to)) {
            throw new InvalidArgumentException(sprintf(
                'Cannot go from %s to %s',
                $this->status->label(),
                $to->label()
            ));
        }
        $this->status = $to;
        $this->touch($to->value);
        return $this;
    }

    public function status(): OrderStatus
    {
        return $this->status;
    }

    public function describe(): string
    {
        return sprintf('Order #%d (%s) with %d items', $this->id, $this->status->label(), count($this->items));
    }
}

$o = new Order(['a', 'b']);
$o2 = new Order();
echo $o->describe(), "\n", $o2->describe(), "\n";
$o->transition(OrderStatus::Paid)->transition(OrderStatus::Shipped);
echo $o->describe(), "\n";
print_r($o->history());
try {
    $o2->transition(OrderStatus::Shipped);
} catch (InvalidArgumentException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$byStatus = [];
foreach ([$o, $o2] as $order) {
    $byStatus[$order->status()->value][] = $order->id;
}
var_dump($byStatus);
var_dump($o->status() === OrderStatus::from('shipped'));
echo json_encode(['status' => $o->status(), 'all' => OrderStatus::cases()]), "\n";
var_dump($o instanceof Entity, $o->status() instanceof \UnitEnum);
var_dump(class_uses($o), class_uses(Entity::class));
try { $o->id = 5; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
var_dump($o);
