import java.util.ArrayList;
import java.util.List;

class Program {
    public static void main(String[] args) {
        List<Animal> zoo = new ArrayList<>();
        zoo.add(new Dog("Rex"));
        zoo.add(new Dog("Buddy"));
        zoo.add(new Cat("Whiskers"));
        zoo.add(new Dog("Max"));

        for (Animal a : zoo) {
            System.out.println(a.name + " says " + a.sound());
        }
        System.out.println("Taking all dogs for a walk:");
        for (Animal a : zoo) {
            Dog d = (Dog) a;
            System.out.println("  " + d.walk());
        }
    }
}

abstract class Animal {
    final String name;

    Animal(String name) { this.name = name; }

    abstract String sound();
}

class Dog extends Animal {
    Dog(String name) { super(name); }

    String sound() { return "Woof"; }

    String walk() { return name + " is walking happily"; }
}

class Cat extends Animal {
    Cat(String name) { super(name); }

    String sound() { return "Meow"; }
}
