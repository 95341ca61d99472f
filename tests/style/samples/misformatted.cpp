// Deliberately not in the house layout: the check must refuse this file (style_checkformat_refuses).
int add(int a,int b){return a+b;}
