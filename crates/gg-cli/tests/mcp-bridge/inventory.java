// test: grant=mcp:inventory
import gg.ApiError;
import gg.tools.Inventory;
import java.util.List;

public class Program {
    public static void main(String[] args) {
        Inventory.CheckInventoryResult a1 = Inventory.checkInventory("A1");
        System.out.println(a1.sku() + ": " + a1.inStock() + " in " + a1.warehouse());

        Inventory.SlowSumResult sum = Inventory.slowSum(List.of(1.5, 2, 3), 20L);
        System.out.println("total " + sum.total() + " of " + sum.count());

        try {
            Inventory.checkInventory("Z9");
        } catch (ApiError e) {
            System.out.println(e.code().wireName() + ": " + e.getMessage());
        }
        try {
            Inventory.restock("B2", 5);
        } catch (ApiError e) {
            System.out.println(e.code().wireName() + ": " + e.getMessage());
        }
    }
}
