import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

class Program {
    public static void main(String[] args) {
        BST tree = new BST();
        for (int v : new int[]{50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30}) tree.insert(v);
        System.out.println("size: " + tree.size + ", height: " + tree.height(tree.root));
        System.out.println("inorder:   " + tree.inorder());
        System.out.println("preorder:  " + tree.preorder());
        System.out.println("levels:    " + tree.levels());
        System.out.println("min " + tree.min() + ", max " + tree.max());
        System.out.println("contains 45? " + tree.contains(45) + ", contains 55? " + tree.contains(55));
        tree.delete(30);
        System.out.println("after deleting 30: " + tree.inorder() + " levels " + tree.levels());
        tree.delete(50);
        System.out.println("after deleting root: " + tree.inorder() + " root now " + tree.root.val);
        BST skewed = new BST();
        for (int i = 1; i <= 10; i++) skewed.insert(i);
        System.out.println("skewed height: " + skewed.height(skewed.root));
    }
}

class BST {
    static class Node {
        int val;
        Node left, right;
        Node(int val) { this.val = val; }
    }

    Node root;
    int size;
    void insert(int v) { root = insert(root, v); }

    private Node insert(Node n, int v) {
        if (n == null) { size++; return new Node(v); }
        if (v < n.val) n.left = insert(n.left, v);
        else if (v > n.val) n.right = insert(n.right, v);
        return n;
    }

    boolean contains(int v) {
        Node n = root;
        while (n != null) {
            if (v == n.val) return true;
            n = v < n.val ? n.left : n.right;
        }
        return false;
    }

    void delete(int v) { root = delete(root, v); }

    private Node delete(Node n, int v) {
        if (n == null) return null;
        if (v < n.val) n.left = delete(n.left, v);
        else if (v > n.val) n.right = delete(n.right, v);
        else {
            if (n.left == null) { size--; return n.right; }
            if (n.right == null) { size--; return n.left; }
            Node succ = n.right;
            while (succ.left != null) succ = succ.left;
            n.val = succ.val;
            n.right = delete(n.right, succ.val);
        }
        return n;
    }

    int height(Node n) { return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right)); }

    int min() { Node n = root; while (n.left != null) n = n.left; return n.val; }
    int max() { Node n = root; while (n.right != null) n = n.right; return n.val; }

    List<Integer> inorder() { List<Integer> out = new ArrayList<>(); in(root, out); return out; }

    private void in(Node n, List<Integer> out) { if (n == null) return; in(n.left, out); out.add(n.val); in(n.right, out); }

    List<Integer> preorder() { List<Integer> out = new ArrayList<>(); pre(root, out); return out; }

    private void pre(Node n, List<Integer> out) { if (n == null) return; out.add(n.val); pre(n.left, out); pre(n.right, out); }

    List<List<Integer>> levels() {
        List<List<Integer>> out = new ArrayList<>();
        Queue<Node> q = new ArrayDeque<>();
        if (root != null) q.add(root);
        while (!q.isEmpty()) {
            List<Integer> level = new ArrayList<>();
            for (int i = q.size(); i > 0; i--) {
                Node n = q.poll();
                level.add(n.val);
                if (n.left != null) q.add(n.left);
                if (n.right != null) q.add(n.right);
            }
            out.add(level);
        }
        return out;
    }
}
